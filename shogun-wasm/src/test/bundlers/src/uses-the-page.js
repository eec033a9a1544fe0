// Uses the page as it loads, as many modules do.

document.documentElement.dataset.loaded = 'true';
