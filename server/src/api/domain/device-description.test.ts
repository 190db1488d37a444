import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-description.ts';

describe('the name of a session’s device', () => {
  it('names the browser and the system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome no Windows');
  });

  it('says the device is unknown when the user agent names neither, or is missing', () => {
    expect(describeDevice('node')).toBe('Dispositivo desconhecido');
    expect(describeDevice(null)).toBe('Dispositivo desconhecido');
  });
});
