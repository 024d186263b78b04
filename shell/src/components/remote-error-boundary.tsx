import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error) => ReactNode;
  /** Names what failed in the console; 'remote slot' unless told. */
  name?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * The rendering layer: a remote that throws while rendering takes down only its own slot. The
 * shell's own pages use it too (lazy-page.tsx).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'remote slot'}]`, error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
