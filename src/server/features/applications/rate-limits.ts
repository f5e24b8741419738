const MINUTE = 60 * 1000;

export const STATUS_LOOKUP_LIMITS = {
  perAddress: { limit: 20, windowMs: MINUTE },
  perEmail: { limit: 10, windowMs: MINUTE },
};

export const SUBMIT_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * MINUTE },
  perEmail: { limit: 5, windowMs: 60 * MINUTE },
};
