import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../pages/ErrorFallback';
import { theme } from '../theme';

interface ErrorBoundaryState {
  failed: boolean;
}

/** The last line of defence around the whole app; it brings its own theme and texts as the app's may be gone. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ThemeProvider theme={createTheme(theme)}>
        <CssBaseline />
        <ErrorFallback />
      </ThemeProvider>
    );
  }
}
