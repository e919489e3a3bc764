package io.japply.apply.internal.cluster.lookup;

import io.japply.apply.model.Failure;
import java.util.ArrayList;
import java.util.List;

/**
 * kubectl's arguments naming objects, read as its resource builder reads them: "TYPE/NAME ..." pairs,
 * or "TYPE[,TYPE...] [NAME...]" (types to each name, or alone: every object of the types).
 */
public record ResourceArgs(List<String> types, List<String> names, List<Pair> pairs) {
    public ResourceArgs {
        types = List.copyOf(types);
        names = List.copyOf(names);
        pairs = List.copyOf(pairs);
    }

    /** One TYPE/NAME. */
    public record Pair(String type, String name) {
    }

    public static final ResourceArgs NONE = new ResourceArgs(List.of(), List.of(), List.of());

    public boolean isEmpty() {
        return types.isEmpty() && names.isEmpty() && pairs.isEmpty();
    }

    /** Only types: every object of them is meant (with a selector, or kubectl's -n). */
    public boolean typesOnly() {
        return !types.isEmpty() && names.isEmpty() && pairs.isEmpty();
    }

    /** The arguments; a Failure in kubectl's words for a form it refuses. */
    public static ResourceArgs parse(List<String> args) {
        List<String> normalized = commaTypesWithNames(args);
        if (normalized.stream().anyMatch(a -> a.contains("/"))) {
            return pairs(normalized);
        }
        if (normalized.isEmpty()) {
            return NONE;
        }
        List<String> types = split(normalized.get(0));
        return new ResourceArgs(types, normalized.subList(1, normalized.size()), List.of());
    }

    /** "TYPE1,TYPE2 NAME1 NAME2" is each TYPE/NAME, types first, as kubectl rewrites it. */
    private static List<String> commaTypesWithNames(List<String> args) {
        if (args.size() < 2 || split(args.get(0)).size() < 2) {
            return args;
        }
        List<String> pairs = new ArrayList<>();
        for (String type : split(args.get(0))) {
            args.subList(1, args.size()).forEach(name -> pairs.add(type + "/" + name));
        }
        return pairs;
    }

    /** A comma-separated TYPE argument, each type once. */
    static List<String> split(String types) {
        return java.util.Arrays.stream(types.split(",", -1)).distinct().toList();
    }

    private static ResourceArgs pairs(List<String> args) {
        if (!args.stream().allMatch(a -> a.contains("/"))) {
            throw Failure.input("there is no need to specify a resource type as a separate argument when passing"
                    + " arguments in resource/name form (e.g. 'kubectl get resource/<resource_name>' instead of"
                    + " 'kubectl get resource resource/<resource_name>'");
        }
        List<Pair> pairs = new ArrayList<>();
        for (String arg : args) {
            String[] parts = arg.split("/", -1);
            if (parts.length > 2) {
                throw Failure.input("arguments in resource/name form may not have more than one slash");
            }
            if (parts[0].isEmpty() || parts[1].isEmpty()) {
                throw Failure.input("arguments in resource/name form must have a single resource and name");
            }
            pairs.add(new Pair(parts[0], parts[1]));
        }
        return new ResourceArgs(List.of(), List.of(), pairs);
    }
}
