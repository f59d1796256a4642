import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../pages/ErrorFallback';

interface ErrorBoundaryState {
  failed: boolean;
}

/** The last line of defence around the whole app. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
