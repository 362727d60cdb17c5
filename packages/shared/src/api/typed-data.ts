/** One `type name` field of an encoded EIP-712 struct, as viem's `types` lists it. */
type Field<F extends string> = F extends `${infer Type} ${infer Name}`
  ? { readonly name: Name; readonly type: Type }
  : never;

/** The fields of `type a,type b,…`, in order. */
type Fields<F extends string> = F extends `${infer First},${infer Rest}`
  ? readonly [Field<First>, ...Fields<Rest>]
  : readonly [Field<F>];

/** `Name(type a,type b)` → `{ Name: [{ name: 'a', type: 'type' }, { name: 'b', type: 'type' }] }`. */
export type Eip712Types<Encoded extends string> = Encoded extends `${infer Name}(${infer F})`
  ? { readonly [K in Name]: Fields<F> }
  : never;

/**
 * An EIP-712 struct's `types` for viem (sign, hash, verify), from the struct as EIP-712 encodes it:
 * the very string the contract hashes into its typehash (`keccak256("Withdraw(address token,…)")`),
 * so the two can be compared by eye. The result has the literal types of a hand-written
 * `{ Name: [{ name, type }, …] } as const`, so viem still types the message. One struct whose
 * fields are atomic types (address, uintN, bytesN, bytes…): no nested struct, no array.
 */
// Marked free of side effects so a page that imports a schema module but not its types leaves
// the call (and its string) out of the bundle, as it did the object literal.
/* @__NO_SIDE_EFFECTS__ */
export function eip712Types<const Encoded extends string>(encoded: Encoded): Eip712Types<Encoded> {
  const struct = /^(\w+)\((\w+ \w+(?:,\w+ \w+)*)\)$/.exec(encoded);
  if (!struct) throw new Error(`Not an EIP-712 struct of atomic fields: ${encoded}`);
  const [, name = '', fields = ''] = struct;
  const list = fields.split(',').map((field) => {
    const [type, fieldName] = field.split(' ');
    return { name: fieldName, type };
  });
  // The pattern has checked the string, so the list is what Eip712Types reads from it.
  return { [name]: list } as unknown as Eip712Types<Encoded>;
}
