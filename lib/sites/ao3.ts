/** Archive of Our Own. The extraction is shared with every otwarchive instance (otw-work.ts). */
import { otwSite } from './otw-site';
import { otwAdapter } from './otw-work';

// AO3's own names for itself (FanFicFare adapter_archiveofourownorg.py getAcceptDomains, which lists
// the names AO3's certificate covers). `www.` redirects to the bare name but is still typed by people.
export const AO3_HOSTS = [
  'archiveofourown.org',
  'www.archiveofourown.org',
  'archiveofourown.com',
  'archiveofourown.net',
  'archiveofourown.gay',
  'ao3.org',
  'www.ao3.org',
  'archive.transformativeworks.org',
] as const;

export const ao3Site = otwSite({
  id: 'ao3',
  name: 'Archive of Our Own',
  hosts: AO3_HOSTS,
  exampleUrls: [
    'https://archiveofourown.org/works/323217',
    'https://archiveofourown.org/works/29046888/chapters/71295483',
    'https://archiveofourown.org/works/29046888?view_full_work=true',
    'https://archiveofourown.org/chapters/71295483',
    'https://archiveofourown.org/tags/Angst/works',
    'https://archiveofourown.org/works?work_search%5Bquery%5D=fluff',
    'https://archiveofourown.org/works/search?work_search%5Bquery%5D=fluff',
    'https://archiveofourown.org/series/2270465',
    'https://archiveofourown.org/users/someone/bookmarks',
    'https://archiveofourown.org/users/someone/pseuds/other/works',
    'https://archiveofourown.org/collections/yuletide/works',
    'https://www.ao3.org/works/923647',
  ],
});

// Pure: the document_start script imports only ao3Site, and the bundler drops the extraction.
export const ao3 = /* @__PURE__ */ otwAdapter(ao3Site);
