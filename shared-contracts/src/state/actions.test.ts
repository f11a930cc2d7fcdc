import { createAppState } from './app-state';
import { actions } from './actions';

describe('shared state actions', () => {
  it('change the one state instance', () => {
    const state = createAppState();
    actions.setChannel('catering');
    actions.showErrors(['a']);
    expect(state.channel).toBe('catering');
    expect(state.errors).toEqual(['a']);
    actions.clearErrors();
    expect(state.errors).toEqual([]);
  });
  it('never lets the loading count fall below zero', () => {
    const state = createAppState();
    actions.requestStarted();
    actions.requestEnded();
    actions.requestEnded();
    expect(state.loading).toBe(0);
  });
});
