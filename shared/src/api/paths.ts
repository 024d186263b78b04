// Where the API lives on our origin: on its own, so that the partner embed's loader (no React,
// no state) can call it without the client (client.ts).
export const API_BASE_PATH = '/api/v1';
