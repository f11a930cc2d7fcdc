import { HOST_CONFIGS } from './host-config';

describe('§1 host configuration by channel', () => {
  it('catering hides the consumer navigation and links the catering menu', () => {
    const labels = HOST_CONFIGS.catering.headerNav.map((item) => item.label);
    expect(labels).toEqual(['cateringMenu', 'locations', 'boTimeMoments']);
    expect(HOST_CONFIGS.catering.menuLink.to).toBe('/#catering-menu');
    expect(HOST_CONFIGS.catering.homeStory).toBe('catering-home');
  });
  it('the consumer navigation has no catering-only link', () => {
    const paths = HOST_CONFIGS.default.headerNav.map((item) => item.to);
    expect(paths).toEqual(['/menu', '/locations', '/catering', '/careers', '/about']);
  });
});
