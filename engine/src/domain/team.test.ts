import { describe, expect, it } from 'vitest';
import { addMemberBodySchema } from './team.js';

describe('team schemas', () => {
  it('accepts the documented addMember body', () => {
    expect(addMemberBodySchema.parse({ name: ' Asha ', email: 'ASHA@example.com', phone: '+91 98765-43210', sessionCode: 'abc234' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98765-43210',
      sessionCode: 'abc234',
    });
  });

  it('names the missing or bad field', () => {
    const msg = (v: Record<string, unknown>) =>
      addMemberBodySchema.safeParse({ name: 'A', email: 'a@b.co', phone: '1', sessionCode: 'X', ...v }).error?.issues[0]?.message;
    expect(msg({ name: '' })).toBe('name is required');
    expect(msg({ phone: 'call me' })).toBe('phone may hold digits, spaces and + ( ) - . only');
    expect(msg({ sessionCode: undefined })).toBe('sessionCode is required');
  });
});
