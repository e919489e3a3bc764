package io.japply.threeway.meta;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Remembers a lookup's answers: the same fields are looked up for every list item and every object,
 * and walking an OpenAPI document each time costs more than the patch itself. Errors are not cached.
 */
public final class CachingLookup implements PatchMetaLookup {
    private final PatchMetaLookup source;
    private final ConcurrentHashMap<String, FieldLookup> maps = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, FieldLookup> lists = new ConcurrentHashMap<>();

    private CachingLookup(PatchMetaLookup source) {
        this.source = source;
    }

    public static PatchMetaLookup of(PatchMetaLookup source) {
        return source instanceof CachingLookup || source == NoSchema.INSTANCE ? source : new CachingLookup(source);
    }

    @Override
    public FieldLookup lookupMap(String key) {
        FieldLookup hit = maps.get(key);
        if (hit == null) {
            FieldLookup found = source.lookupMap(key);
            hit = new FieldLookup(of(found.next()), found.meta());
            maps.putIfAbsent(key, hit);
        }
        return hit;
    }

    @Override
    public FieldLookup lookupList(String key) {
        FieldLookup hit = lists.get(key);
        if (hit == null) {
            FieldLookup found = source.lookupList(key);
            hit = new FieldLookup(of(found.next()), found.meta());
            lists.putIfAbsent(key, hit);
        }
        return hit;
    }

    @Override
    public String name() {
        return source.name();
    }
}
