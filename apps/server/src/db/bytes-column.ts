import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (bytea). pg hands over a Buffer, PGlite a Uint8Array: both come back as a Buffer. */
export const bytesColumn = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});
