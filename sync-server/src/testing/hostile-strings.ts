/**
 * Text an attacker would type: SQL that closes a quote, markup that runs script,
 * template and format strings, unicode that reorders or hides text, and values
 * that read as null. None has leading or trailing spaces, since every text field
 * is trimmed on the way in. Test support only.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "'; DROP TABLE sessions; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM users;--",
  "' UNION SELECT password_hash, email FROM users --",
  '1; SELECT sqlite_version()',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "</textarea><iframe src=javascript:alert('x')>",
  '{{7*7}} ${7*7} %s%n%x',
  '__proto__',
  'constructor',
  'Zoë Çalışkan 日本語 🙂 \u202egnp.exe \u200bzero\u200bwidth',
  'null',
  'undefined',
  'NaN',
  'nul\u0000byte',
  '../../etc/passwd',
  // Long: the longest name most fields take (120), cut to a shorter field's limit where needed.
  `${'A<b>'.repeat(29)}end!`,
];

/** Valid e-mail addresses (the pattern allows ' + - _) that still carry SQL. */
export const HOSTILE_EMAILS: readonly string[] = ["o'brien+or-1--@example.com", "robert'--drop@x-table.com", 'select_star-from_users@example.com'];

/** The longest prefix of `s` a field of `max` characters takes. */
export const fit = (s: string, max: number) => s.slice(0, max).trim();
