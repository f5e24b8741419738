/** The palette shows the best few of each kind; a person narrows the search for more. */
export const RESULTS_PER_KIND = 5;
