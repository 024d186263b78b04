import { createContext, useContext } from 'react';

/**
 * The path the server answered 404 for (an unknown unit, project, post or author): its remote page
 * shows the site's not-found page instead, on the server and when the browser hydrates it.
 */
export const NotFoundPathContext = createContext<string | null>(null);

export const useNotFoundPath = () => useContext(NotFoundPathContext);
