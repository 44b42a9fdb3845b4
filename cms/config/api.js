module.exports = {
  rest: {
    defaultLimit: 25,
    // No unbounded lists: a client asks for at most 100 entries per request.
    maxLimit: 100,
    withCount: true,
  },
};
