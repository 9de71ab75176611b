/** Every carousel and slider on the home page moves one step every 2000 ms... */
export const SLIDE_INTERVAL_MS = 2000;
/** ...with a 500 ms transition. */
export const SLIDE_TRANSITION_MS = 500;
/** The portfolio slider shows four images; the first four are repeated after them for looping. */
export const PORTFOLIO_IMAGE_COUNT = 4;
/** The testimonial track has 4 states (0 to 3): three testimonials and the first repeated. */
export const TESTIMONIAL_STATE_COUNT = 4;
