package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A read-only map of JSON texts by name, each parsed on its first lookup and kept: the children of the
 * bundle's "definitions" node. Safe for the apply threads that look kinds up at once.
 */
final class ParsedOnUse extends AbstractMap<String, JsonNode> {
    private final Map<String, byte[]> texts;
    private final ConcurrentHashMap<String, JsonNode> parsed = new ConcurrentHashMap<>();

    ParsedOnUse(Map<String, byte[]> texts) {
        this.texts = texts;
    }

    @Override
    public JsonNode get(Object name) {
        byte[] text = texts.get(name);
        return text == null ? null : parsed.computeIfAbsent((String) name, n -> parse(n, text));
    }

    @Override
    public boolean containsKey(Object name) {
        return texts.containsKey(name);
    }

    @Override
    public int size() {
        return texts.size();
    }

    @Override
    public Set<Entry<String, JsonNode>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, JsonNode>> iterator() {
                Iterator<String> names = texts.keySet().iterator();
                return new Iterator<>() {
                    @Override
                    public boolean hasNext() {
                        return names.hasNext();
                    }

                    @Override
                    public Entry<String, JsonNode> next() {
                        String name = names.next();
                        return new SimpleImmutableEntry<>(name, get(name));
                    }
                };
            }

            @Override
            public int size() {
                return texts.size();
            }
        };
    }

    private static JsonNode parse(String name, byte[] text) {
        try {
            return Json.mapper().readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("bundled definition " + name + " is not JSON", e);
        }
    }
}
