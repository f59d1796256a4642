// Shapes of the API's requests and responses (SPEC section 3, DESIGN section 3).

/** User (SPEC section 3). discordID is present only when an account is linked. */
export interface User {
  id: number;
  displayName: string;
  email: string;
  discordID?: string | null;
  discordUsername?: string | null;
  roles: string[];
  permissions: string[];
  createdAt: string;
}

export interface LoginResponse {
  success: true;
  token: string;
  refreshToken: string;
  user: User;
}

export interface RefreshResponse {
  success: true;
  data: { token: string; refreshToken: string; user: User };
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** The error envelope of every failed request. */
export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string>;
  /** A machine-readable reason where the browser must react to it, e.g. ACCESS_GATE_REQUIRED. */
  code?: string;
  requestId?: string;
}

export interface AccessStatus {
  verified: boolean;
}

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
  uptimeSeconds: number;
}
