import { redactSecrets } from '../../../../src/services/session-memory/redact-secrets';

describe('redactSecrets', () => {
  test.each([
    ['clone https://alice:s3cr3t-pw@git.example.com/repo.git', 'clone https://[redacted credentials]@git.example.com/repo.git'],
    ['token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'token [redacted token]'],
    ['github_pat_11ABCDEFG0123456789_abcdefghijklmnop', '[redacted token]'],
    ['export ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnopqrstuv', 'export ANTHROPIC_API_KEY=[redacted token]'],
    ['use sk-proj-abcdefghijklmnopqrstuvwx now', 'use [redacted token] now'],
    ['slack xoxb-1234567890-abcdefghij', 'slack [redacted token]'],
    ['aws AKIAIOSFODNN7EXAMPLE key', 'aws [redacted token] key'],
    ['Authorization: Bearer abcdef0123456789abcdef', 'Authorization: Bearer [redacted token]'],
    ['password: "hunter2hunter2"', 'password: "[redacted secret]"'],
    ['db_password=correct-horse', 'db_password=[redacted secret]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', 'jwt [redacted token]'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA\n-----END OPENSSH PRIVATE KEY-----\nafter', '[redacted private key]\nafter'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  test.each([
    'Implement the token bucket limiter in src/rate.ts',
    'Rotate the password policy doc (docs/security.md)',
    'see https://example.com/a/b?c=d',
    'git checkout -b feature/secret-santa',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });
});
