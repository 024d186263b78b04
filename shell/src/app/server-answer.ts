import { createContext, useContext } from 'react';
import type { GonePath } from '../lib/first-screen.ts';

/**
 * What the server answered for a path whose page has nothing to show: 404 (an unknown unit,
 * project, post or author: the site's not-found page) or 410 (a unit or project taken down: a page
 * that says so and where to look instead). The remote page shows that instead, on the server and
 * when the browser hydrates it.
 */
export interface ServerAnswer {
  notFoundPath: string | null;
  gonePath: GonePath | null;
}

export const ServerAnswerContext = createContext<ServerAnswer>({ notFoundPath: null, gonePath: null });

export const useServerAnswer = () => useContext(ServerAnswerContext);
