package io.japply.apply.internal.cluster.lookup;

import io.japply.apply.model.Failure;
import java.util.Optional;

/**
 * What a command line selects, checked as kubectl's resource builder checks it: the TYPE/NAME
 * arguments, whether files (-f, -k) are given too, a label selector (-l) and --all.
 *
 * @param selector the label selector to list the types with; empty: the objects are named
 */
public record Selection(ResourceArgs args, boolean files, Optional<String> selector) {

    /** The flags of kubectl's view-last-applied and edit-last-applied, in the order its builder takes them. */
    public record Flags(ResourceArgs args, boolean files, String labelSelector, boolean all, boolean typesMeanAll) {
    }

    /**
     * The selection; a Failure in kubectl's words for what it refuses. {@code typesMeanAll}: TYPE alone
     * means every object of the type (kubectl's edit-last-applied always, view-last-applied with -n).
     */
    public static Selection of(Flags flags) {
        String selector = flags.typesMeanAll() && flags.args().typesOnly() ? "" : null;
        if (flags.all() && selector != null) {
            throw Failure.input("setting 'all' parameter but found a non empty selector. ");
        }
        String label = flags.labelSelector() == null ? "" : flags.labelSelector().trim();
        if (!label.isEmpty()) {
            if (flags.all()) {
                throw Failure.input("found non-empty label selector \"" + label + "\" with previously set 'all' parameter. ");
            }
            selector = label;
        }
        if (flags.all()) {
            selector = "";
        }
        return new Selection(flags.args(), flags.files(), Optional.ofNullable(selector)).checked();
    }

    private Selection checked() {
        if (files) {
            if (!args.types().isEmpty()) {
                throw Failure.input("when paths, URLs, or stdin is provided as input, you may not specify resource arguments as well");
            }
            if (!args.pairs().isEmpty()) {
                throw Failure.input("resource/name arguments cannot be provided when a path is specified");
            }
            return this;
        }
        if (selector.isPresent()) {
            if (!args.names().isEmpty()) {
                throw Failure.input("name cannot be provided when a selector is specified");
            }
            if (!args.pairs().isEmpty()) {
                throw Failure.input("selectors and the all flag cannot be used when passing resource/name arguments");
            }
            if (args.types().isEmpty()) {
                throw Failure.input("at least one resource must be specified to use a selector");
            }
        }
        return this;
    }

    /** Whether the objects come from files, where the selector (if any) filters the files' objects. */
    public boolean fromFiles() {
        return files;
    }

    /** kubectl's words when nothing names any object. */
    public static final String NOTHING = """
            You must provide one or more resources by argument or filename.
            Example resource specifications include:
               '-f rsrc.yaml'
               '--filename=rsrc.json'
               '<resource> <name>'
               '<resource>'""";
}
