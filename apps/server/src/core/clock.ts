/**
 * "Now" for rules that depend on time (the request queues' service clocks, quiz deadlines): one injectable clock, so
 * tests move time instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
