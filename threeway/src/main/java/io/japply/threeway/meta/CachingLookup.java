package io.japply.threeway.meta;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

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
        return remembered(maps, key, source::lookupMap);
    }

    @Override
    public FieldLookup lookupList(String key) {
        return remembered(lists, key, source::lookupList);
    }

    private static FieldLookup remembered(ConcurrentHashMap<String, FieldLookup> cache, String key,
                                          Function<String, FieldLookup> lookup) {
        FieldLookup hit = cache.get(key);
        if (hit == null) {
            FieldLookup found = lookup.apply(key);
            hit = new FieldLookup(of(found.next()), found.meta());
            cache.putIfAbsent(key, hit);
        }
        return hit;
    }

    @Override
    public String name() {
        return source.name();
    }
}
