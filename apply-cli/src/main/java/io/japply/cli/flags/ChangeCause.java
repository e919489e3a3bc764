package io.japply.cli.flags;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The kubernetes.io/change-cause text of apply --record, written as kubectl writes it: the program's
 * name, the arguments that are no flag (the command's name among them), then every flag in the order
 * given as " --LONGNAME=VALUE" (a boolean given bare as "=true"; a list as given, "a.yaml,b.yaml"). kubectl
 * writes every value as given, a --token's too, and so does japply. The program's name is japply's.
 */
public final class ChangeCause {
    public static final String ANNOTATION = "kubernetes.io/change-cause";

    private ChangeCause() {
    }

    public static String of(String program, List<String> args, CommandSpec spec) {
        List<String> words = new ArrayList<>();
        StringBuilder flags = new StringBuilder();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            int equals = arg.indexOf('=');
            OptionSpec option = arg.startsWith("-") && arg.length() > 1
                    ? spec.findOption(equals > 0 ? arg.substring(0, equals) : arg) : null;
            if (option == null) {
                words.add(arg);
                continue;
            }
            String value;
            if (equals > 0) {
                value = arg.substring(equals + 1);
            } else if (option.arity().min() == 0) {
                value = option.fallbackValue() == null || option.fallbackValue().isEmpty() ? "true" : option.fallbackValue();
            } else {
                value = i + 1 < args.size() ? args.get(++i) : "";
            }
            flags.append(' ').append(option.longestName()).append('=').append(value);
        }
        StringBuilder cause = new StringBuilder(program);
        words.forEach(word -> cause.append(' ').append(word));
        return cause.append(flags).toString();
    }

    /** Writes {@code cause} into every object's annotations, as kubectl's recorder does before it applies one. */
    public static java.util.List<io.japply.apply.model.Manifest> annotate(java.util.List<io.japply.apply.model.Manifest> manifests,
                                                                      String cause) {
        for (io.japply.apply.model.Manifest manifest : manifests) {
            if (manifest.problem().isEmpty() && manifest.object() != null) {
                com.fasterxml.jackson.databind.node.ObjectNode metadata = manifest.object().with("metadata");
                metadata.with("annotations").put(ANNOTATION, cause);
            }
        }
        return manifests;
    }
}
