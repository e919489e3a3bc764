package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * First position of each identity (merge key value, or the scalar itself) in a list, so ordering
 * and matching cost a hash lookup instead of a scan. Identities compare with Go's typed equality.
 */
final class IdentityIndex {
    private record Key(Kind kind, String text) {
        // written out: a record's own equals and hashCode are bootstrapped on first use, spinning method handles
        // (about 1 ms of a cold process each, which the class archive does not hold)
        @Override
        public boolean equals(Object other) {
            return other instanceof Key that && kind == that.kind && Objects.equals(text, that.text);
        }

        @Override
        public int hashCode() {
            return Objects.hash(kind, text);
        }
    }

    private final Map<Key, Integer> first = new HashMap<>();
    private final String mergeKey;
    private final Kind kind;

    private IdentityIndex(String mergeKey, Kind kind) {
        this.mergeKey = mergeKey;
        this.kind = kind;
    }

    static IdentityIndex of(List<JsonNode> list, String mergeKey, Kind kind) {
        IdentityIndex index = new IdentityIndex(mergeKey, kind);
        for (int i = 0; i < list.size(); i++) {
            index.first.putIfAbsent(index.keyOf(list.get(i)), i);
        }
        return index;
    }

    /** Position of the item's identity, or -1. */
    int indexOf(JsonNode item) {
        Integer i = first.get(keyOf(item));
        return i == null ? -1 : i;
    }

    /** Records an item appended at {@code position} unless its identity is already known. */
    void appended(JsonNode item, int position) {
        first.putIfAbsent(keyOf(item), position);
    }

    private Key keyOf(JsonNode item) {
        JsonNode identity = Lists.identity(item, mergeKey, kind);
        Kind k = Kind.of(identity);
        return new Key(k, k == Kind.NULL ? "" : Values.formatV(identity));
    }
}
