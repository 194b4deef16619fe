throw new Error('cannot load: missing dependency');
