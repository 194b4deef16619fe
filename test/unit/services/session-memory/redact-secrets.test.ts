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
    // PGP armour, a password with an unescaped @, Stripe, GitHub's `token` scheme, Azure connection strings
    ['-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGXyz0ABCAC\n=AbCd\n-----END PGP PRIVATE KEY BLOCK-----\nafter', '[redacted private key]\nafter'],
    ['-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBGXyz0ABCAC cut off', '[redacted private key]'],
    [
      '-----BEGIN PGP PUBLIC KEY BLOCK-----\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----',
      '-----BEGIN PGP PUBLIC KEY BLOCK-----\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----',
    ],
    ['https://user:p@ss@host.com/x', 'https://[redacted credentials]@host.com/x'],
    [
      'fetch https://bot:a@b@c:d@registry.example.com and https://ann:pw@other.example.com',
      'fetch https://[redacted credentials]@registry.example.com and https://[redacted credentials]@other.example.com',
    ],
    ['stripe sk_live_51HxYzAbCdEfGhIjKlMnOp and rk_test_4eC39HqLyjWDarjtT1zdp7dc', 'stripe [redacted token] and [redacted token]'],
    ['webhook whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'webhook [redacted token]'],
    ['curl -H "Authorization: token abcdef0123456789abcdef0123456789abcdef01" api', 'curl -H "Authorization: token [redacted token]" api'],
    ['Authorization: 3f9a2c7e1b5d8f04a6c2e9b1', 'Authorization: [redacted token]'],
    [
      'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;EndpointSuffix=core.windows.net',
      'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=[redacted secret];EndpointSuffix=core.windows.net',
    ],
    ['gpg_passphrase: "correct horse battery"', 'gpg_passphrase: "[redacted secret]"'],
    ['db_password = \'two words\' and api_key: "a b c d"', 'db_password = \'[redacted secret]\' and api_key: "[redacted secret]"'],
    ['maps AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q ok', 'maps [redacted token] ok'],
    ['gitlab glpat-xxxx and glpat_abcdefghijklmnopqrstuvwx', 'gitlab glpat-xxxx and [redacted token]'],
    ['//registry.npmjs.org/:_authToken npm_abcdefghijklmnopqrstuvwxyz0123', '//registry.npmjs.org/:_authToken [redacted token]'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  test.each([
    'Implement the token bucket limiter in src/rate.ts',
    'Rotate the password policy doc (docs/security.md)',
    'see https://example.com/a/b?c=d',
    'git checkout -b feature/secret-santa',
    'Authorization: see docs/auth.md before the token rotation',
    'serve http://localhost:3000/app and mail ops@example.com',
    'ssh://git@host.example.com:22/repo.git',
    'the sk_live_ prefix marks a live Stripe key',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });
});
