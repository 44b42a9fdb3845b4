// Gatsby plugins need an entry point; this one works only through gatsby-node.
