/**
 * The auth forms' schemas, imported only when a form is first checked (`lazyZodResolver`, ADR 0049): a static
 * import of zod and the contracts' schemas would add about 50 KiB to every public auth page's first download.
 */
export { forgotPasswordInput, loginInput, resetPasswordInput } from '@chalkline/contracts';
