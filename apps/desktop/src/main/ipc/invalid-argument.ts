/** Raised to the renderer when a call carries arguments the contract does not allow. */
export class InvalidIpcArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidIpcArgumentError';
  }
}
