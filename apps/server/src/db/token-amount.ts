import { customType } from 'drizzle-orm/pg-core';

/** An integer amount of a token's smallest unit: numeric(78,0) in the database (fits any uint256),
 *  bigint in code. Drivers hand numerics over as strings, so no float ever touches money. */
export const tokenAmount = customType<{ data: bigint; driverData: string }>({
  dataType() {
    return 'numeric(78, 0)';
  },
  toDriver(value) {
    return value.toString();
  },
  fromDriver(value) {
    return BigInt(value);
  },
});
