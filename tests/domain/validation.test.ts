import { translate } from '@domain/i18n';
import {
  accessCodePayloadSchema,
  displayNameSchema,
  emailSchema,
  loginFormError,
  loginPayloadSchema,
  registerFormError,
  registerPayloadSchema,
  userIdParamSchema,
} from '@domain/validation';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const goodForm = {
  email: 'ace@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  displayName: 'Ace',
};

describe('login form', () => {
  it('needs both fields', () => {
    expect(loginFormError({ email: '', password: 'x' })).toBe('Please enter both email and password');
    expect(loginFormError({ email: 'a@b.co', password: '' })).toBe('Please enter both email and password');
    expect(loginFormError({ email: '   ', password: 'x' })).toBe('Please enter both email and password');
    expect(loginFormError({ email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('the payload schema refuses empty fields with the same message', () => {
    expect(firstMessage(loginPayloadSchema.safeParse({ email: '', password: 'x' }))).toBe(
      translate('app.access.login.bothRequired'),
    );
    expect(loginPayloadSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('register form', () => {
  it('accepts a complete, valid form', () => {
    expect(registerFormError(goodForm)).toBeNull();
  });

  it.each(['email', 'password', 'confirmPassword', 'displayName'] as const)('requires %s', (field) => {
    expect(registerFormError({ ...goodForm, [field]: '' })).toBe('Please fill in all fields');
  });

  it('requires matching passwords', () => {
    expect(registerFormError({ ...goodForm, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });

  it('requires at least 6 characters of password', () => {
    expect(registerFormError({ ...goodForm, password: 'abc12', confirmPassword: 'abc12' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(registerFormError({ ...goodForm, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });

  it('checks the email format', () => {
    expect(registerFormError({ ...goodForm, email: 'not-an-email' })).toBe('Invalid email format.');
  });

  it('checks the display name', () => {
    expect(registerFormError({ ...goodForm, displayName: 'A' })).toBe(
      'Display name must be between 2 and 32 characters long.',
    );
  });
});

describe('display name', () => {
  const lengthMessage = 'Display name must be between 2 and 32 characters long.';
  const charsMessage =
    "Display name can only contain letters, numbers, dashes (-), underscores (_), periods (.), apostrophes ('), and the @ symbol.";

  it.each(['Al', 'x'.repeat(32), "D'Artagnan", 'ace_shooter-99', 'j.doe@team', 'Zoë Ångström', 'two words'])(
    'accepts %s',
    (name) => {
      expect(displayNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each([
    ['A', lengthMessage],
    ['x'.repeat(33), lengthMessage],
    ['<script>', charsMessage],
    ['semi;colon', charsMessage],
    ['hash#tag', charsMessage],
  ])('refuses %s', (name, message) => {
    expect(firstMessage(displayNameSchema.safeParse(name))).toBe(message);
  });
});

describe('email', () => {
  it('lower-cases and trims', () => {
    expect(emailSchema.parse('  Ace@Example.COM ')).toBe('ace@example.com');
  });

  it.each(['plain', 'a@b', '@b.co', 'a b@c.co', `${'a'.repeat(250)}@b.co`])('refuses %s', (email) => {
    expect(firstMessage(emailSchema.safeParse(email))).toBe('Invalid email format.');
  });
});

describe('register payload (server side)', () => {
  it('refuses missing fields with the spec message', () => {
    expect(firstMessage(registerPayloadSchema.safeParse({ ...goodForm, displayName: '' }))).toBe(
      'Please fill in all fields',
    );
  });

  it('refuses wrong types', () => {
    expect(registerPayloadSchema.safeParse({ ...goodForm, password: 123456 }).success).toBe(false);
  });
});

describe('access code and ids', () => {
  it('needs exactly 6 characters', () => {
    expect(firstMessage(accessCodePayloadSchema.safeParse({ code: '12345' }))).toBe(
      'Incorrect code. Please try again.',
    );
    expect(accessCodePayloadSchema.safeParse({ code: 'ABC123' }).success).toBe(true);
  });

  it('parses numeric user ids and refuses others', () => {
    expect(userIdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(firstMessage(userIdParamSchema.safeParse({ id: 'abc' }))).toBe('Invalid user ID');
    expect(firstMessage(userIdParamSchema.safeParse({ id: '-1' }))).toBe('Invalid user ID');
  });
});
