// Runs before each test file (vitest.config.ts).
import { lowerPasswordCostForTests } from '../modules/auth/passwords.js';

lowerPasswordCostForTests();
