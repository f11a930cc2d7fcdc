import { render, screen } from '@testing-library/react';
import {
  loadExposedModule,
  registerRemoteModuleLoader,
  useExposedModule,
} from './remote-module-loader';

afterEach(() => registerRemoteModuleLoader(null));

function Probe() {
  const state = useExposedModule('locator', './form-fields');
  return <p>{state.status}</p>;
}

describe('exposed modules of other teams, through the host', () => {
  it('rejects without a loader (a remote running alone)', async () => {
    await expect(loadExposedModule('locator', './form-fields')).rejects.toThrow('no remote loader');
    render(<Probe />);
    expect(await screen.findByText('failed')).toBeVisible();
  });

  it('asks the host’s loader for the remote and module', async () => {
    const module = { contractMajor: 1 };
    const loader = jest.fn(async () => module);
    registerRemoteModuleLoader(loader as never);
    await expect(loadExposedModule('locator', './form-fields')).resolves.toBe(module);
    expect(loader).toHaveBeenCalledWith('locator', './form-fields');
    render(<Probe />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(await screen.findByText('ready')).toBeVisible();
  });
});
