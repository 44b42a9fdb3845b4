// Gatsby's loader, which the site's links call, stubbed for Jest (its documented setup).
/** @type {typeof globalThis & { ___loader: { enqueue: jest.Mock } }} */ (global).___loader = {
  enqueue: jest.fn(),
};
