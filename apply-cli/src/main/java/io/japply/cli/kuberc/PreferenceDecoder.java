package io.japply.cli.kuberc;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoYaml;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * A kuberc's text read as kubectl reads it: the first document that decodes as a Preference of
 * kubectl.config.k8s.io (v1beta1: defaults/options; v1alpha1: overrides/flags) is used; fields kubectl
 * does not know are a strict-decoding error, reported and ignored; a document of other types is skipped.
 */
final class PreferenceDecoder {
    private static final String GROUP = "kubectl.config.k8s.io/";

    /** The preferences, and the strict-decoding error to report, if any. */
    record Decoded(Preferences preferences, Optional<String> strictError) {
    }

    private PreferenceDecoder() {
    }

    static Decoded decode(String text, String file) {
        List<JsonNode> documents;
        try {
            documents = new GoYaml(new LoaderOptions()).readAll(text);
        } catch (RuntimeException e) {
            throw new KubercException("no valid preferences found in " + file + ", use --v=5 to see details");
        }
        int attempted = 0;
        for (JsonNode document : documents) {
            if (document == null || document.isNull() || document.isMissingNode()) {
                continue;
            }
            attempted++;
            Optional<Decoded> decoded = preference(document);
            if (decoded.isPresent()) {
                return decoded.get();
            }
        }
        if (attempted > 0) {
            throw new KubercException("no valid preferences found in " + file + ", use --v=5 to see details");
        }
        return new Decoded(Preferences.none(), Optional.empty());
    }

    private static Optional<Decoded> preference(JsonNode document) {
        String apiVersion = document.path("apiVersion").asText("");
        boolean beta = apiVersion.equals(GROUP + "v1beta1");
        if (!document.isObject() || !(beta || apiVersion.equals(GROUP + "v1alpha1"))
                || !"Preference".equals(document.path("kind").asText(""))) {
            return Optional.empty();
        }
        TypedReader read = new TypedReader();
        try {
            Preferences preferences = beta ? beta(document, read) : alpha(document, read);
            return Optional.of(new Decoded(preferences, read.strictError()));
        } catch (TypedReader.WrongType e) {
            return Optional.empty(); // kubectl skips a document it cannot decode even leniently
        }
    }

    private static Preferences beta(JsonNode document, TypedReader read) {
        read.known(document, "", "apiVersion", "kind", "defaults", "aliases", "credentialPluginPolicy",
                "credentialPluginAllowlist");
        List<Preferences.Defaults> defaults = read.list(document, "defaults", (item, path) -> {
            read.known(item, path, "command", "options");
            return new Preferences.Defaults(read.text(item, "command"), options(read, item, path, "options"));
        });
        List<Preferences.Alias> aliases = read.list(document, "aliases", (item, path) -> alias(read, item, path, "options"));
        String policy = read.text(document, "credentialPluginPolicy");
        List<String> allowlist = document.has("credentialPluginAllowlist") && !document.get("credentialPluginAllowlist").isNull()
                ? read.list(document, "credentialPluginAllowlist", (item, path) -> {
                    read.known(item, path, "name", "command");
                    return read.text(item, "command");
                }) : null;
        List<Boolean> empty = allowlist == null ? List.of() : read.list(document, "credentialPluginAllowlist",
                (item, path) -> read.text(item, "name").isEmpty() && read.text(item, "command").isEmpty());
        return new Preferences(defaults, aliases, policy, allowlist, empty);
    }

    private static Preferences alpha(JsonNode document, TypedReader read) {
        read.known(document, "", "apiVersion", "kind", "overrides", "aliases");
        List<Preferences.Defaults> defaults = read.list(document, "overrides", (item, path) -> {
            read.known(item, path, "command", "flags");
            return new Preferences.Defaults(read.text(item, "command"), options(read, item, path, "flags"));
        });
        List<Preferences.Alias> aliases = read.list(document, "aliases", (item, path) -> alias(read, item, path, "flags"));
        return new Preferences(defaults, aliases, "", null, List.of());
    }

    private static Preferences.Alias alias(TypedReader read, JsonNode item, String path, String optionsKey) {
        read.known(item, path, "name", "command", "prependArgs", "appendArgs", optionsKey);
        return new Preferences.Alias(read.text(item, "name"), read.text(item, "command"),
                read.list(item, "prependArgs", (arg, unused) -> read.string(arg)),
                read.list(item, "appendArgs", (arg, unused) -> read.string(arg)), options(read, item, path, optionsKey));
    }

    private static List<Preferences.Option> options(TypedReader read, JsonNode item, String path, String key) {
        return read.list(item, path, key, (option, optionPath) -> {
            read.known(option, optionPath, "name", "default");
            return new Preferences.Option(read.text(option, "name"), read.text(option, "default"));
        });
    }

    /** JSON decoding into Go structs: a wrong type fails the document, an unknown field is noted. */
    static final class TypedReader {
        static final class WrongType extends RuntimeException {
            WrongType() {
                super(null, null, false, false);
            }
        }

        private final TreeSet<String> unknown = new TreeSet<>();

        void known(JsonNode object, String path, String... fields) {
            if (!object.isObject()) {
                throw new WrongType();
            }
            List<String> names = List.of(fields);
            object.fieldNames().forEachRemaining(name -> {
                if (!names.contains(name)) {
                    unknown.add("unknown field \"" + (path.isEmpty() ? "" : path + ".") + name + "\"");
                }
            });
        }

        String text(JsonNode object, String field) {
            JsonNode value = object.get(field);
            return value == null || value.isNull() ? "" : string(value);
        }

        String string(JsonNode value) {
            if (!value.isTextual()) {
                throw new WrongType();
            }
            return value.asText();
        }

        <T> List<T> list(JsonNode object, String field, java.util.function.BiFunction<JsonNode, String, T> item) {
            return list(object, "", field, item);
        }

        <T> List<T> list(JsonNode object, String parent, String field, java.util.function.BiFunction<JsonNode, String, T> item) {
            JsonNode value = object.get(field);
            if (value == null || value.isNull()) {
                return List.of();
            }
            if (!value.isArray()) {
                throw new WrongType();
            }
            List<T> items = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                items.add(item.apply(value.get(i), (parent.isEmpty() ? "" : parent + ".") + field + "[" + i + "]"));
            }
            return items;
        }

        Optional<String> strictError() {
            return unknown.isEmpty() ? Optional.empty() : Optional.of("strict decoding error: " + String.join(", ", unknown));
        }
    }
}
