// What an operator reads when the server has no Google Maps key: in the server's log at start, and on
// development pages in place of a map (shared/src/ui/map-key-note.tsx). Runtime-free.
export const MAP_KEY_INSTRUCTION = "Set GOOGLE_MAPS_API_KEY in the server's environment and restart it";
