// The validator moved to src/contract (the sandbox also uses it at run time, CONTRACT_CHECK=1);
// tests keep importing it from here.
export {
  createContractValidator,
  createSchemaValidator,
  loadOpenApi,
} from '../platform/contract/openapi.ts';
