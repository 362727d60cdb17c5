import { BaseError, ContractFunctionRevertedError } from 'viem';

/** Why a contract call reverted, in the words `reasons` gives a custom error's name, else the
 *  error's own name, the revert string or viem's short message. */
export function revertReasonOf(error: unknown, reasons: Record<string, string>): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const name = reverted.data?.errorName;
      return (name && reasons[name]) ?? name ?? reverted.reason ?? reverted.shortMessage;
    }
    return error.shortMessage;
  }
  return 'unknown reason';
}
