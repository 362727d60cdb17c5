import { describe, expect, it } from 'vitest';
import { isReservedUsername } from './profile';

const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('isReservedUsername', () => {
  it('refuses the platform and staff names, whatever the case, separators or trailing digits', () => {
    for (const name of [
      'admin',
      'Admin',
      'ADMIN_',
      'ad-min',
      'moderator',
      'Support24',
      'crowdvault',
      'Crowd_Vault',
      'the-crowdvault-team',
      'root',
      'mod_1',
    ]) {
      expect(isReservedUsername(name, OTHER), name).toBe(true);
    }
  });

  it('refuses look-alikes of another wallet’s generated name, keeps the wallet’s own', () => {
    for (const name of ['user_0xf39F-2266', 'user-0xF39F_2266', 'user0xf39fd6', 'user_0x', 'user_0xzz-1']) {
      expect(isReservedUsername(name, OTHER), name).toBe(true);
    }
    expect(isReservedUsername('user_0xf39F-2266', ADMIN)).toBe(false);
    expect(isReservedUsername('user_0x7099-79C8', OTHER)).toBe(false);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['alice', 'badminton', 'moderation_fan', 'user_alice', 'supporter', 'teamwork']) {
      expect(isReservedUsername(name, OTHER), name).toBe(false);
    }
  });
});
