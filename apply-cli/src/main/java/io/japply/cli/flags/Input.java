package io.japply.cli.flags;

import io.japply.apply.model.Manifest;
import io.japply.apply.model.Failure;
import java.util.List;
import java.util.Optional;

/**
 * Where apply and diff take their objects from: -f files or a -k kustomization, then -l to keep
 * only the objects whose labels match. Like kubectl, exactly one of -f and -k.
 */
public record Input(List<String> files, boolean recursive, Optional<String> kustomization, Optional<Selector> selector) {

    public Input {
        files = List.copyOf(files);
    }

    /** Checks the flags with kubectl's words; the selector is parsed by then, so a bad one has failed already. */
    public Input validate() {
        if (!files.isEmpty() && kustomization.isPresent()) {
            throw Failure.usage("only one of -f or -k can be specified");
        }
        if (files.isEmpty() && kustomization.isEmpty()) {
            throw Failure.usage("must specify one of -f and -k");
        }
        if (files.stream().filter(io.japply.apply.Manifests.STDIN::equals).count() > 1) {
            // standard input reads once: a second -f - would be an empty file, read as "nothing to apply"
            throw Failure.input("standard input cannot be used for multiple arguments");
        }
        return this;
    }

    /**
     * The objects to work on; documents that are no object stay, so that they are reported. {@code reader}
     * reads files (with -R or not), {@code kustomize} builds a kustomization's objects (the command's Kustomize).
     */
    public List<Manifest> read(java.util.function.BiFunction<List<String>, Boolean, List<Manifest>> reader,
                               java.util.function.Function<String, List<Manifest>> kustomize) {
        List<Manifest> all = kustomization.map(kustomize).orElseGet(() -> reader.apply(files, recursive));
        if (selector.isEmpty()) {
            return all;
        }
        return all.stream().filter(m -> m.problem().isPresent() || selector.get().matches(m.object())).toList();
    }
}
