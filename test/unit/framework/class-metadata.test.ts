import { addOwnMetadata, metadataChain } from '../../../src/framework/metadata/class-metadata';

const KEY = Symbol('test:list');

describe('metadataChain', () => {
  test("one list per class of the chain, the class's own first, and nothing for Function or Object", () => {
    class Root {}
    class Middle extends Root {}
    class Leaf extends Middle {}
    addOwnMetadata(KEY, Root, 'root');
    addOwnMetadata(KEY, Leaf, 'leaf');
    addOwnMetadata(KEY, Leaf, 'leaf 2');
    expect([metadataChain(KEY, Leaf), metadataChain(KEY, Root)]).toEqual([[['leaf', 'leaf 2'], [], ['root']], [['root']]]);
  });
});
