package io.japply.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.cluster.Namespaces;
import io.japply.apply.internal.cluster.lookup.LiveLookup;
import io.japply.apply.internal.cluster.lookup.ResourceArgs;
import io.japply.apply.internal.cluster.lookup.Selection;
import io.japply.apply.internal.object.ReadRefused;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import io.japply.apply.model.Failure;
import io.japply.apply.model.LookupErrors;
import io.japply.apply.model.Manifest;

/**
 * The live objects kubectl's last-applied commands (view, set, edit) work on: those of -f or -k
 * (filtered by -l), or those its TYPE/NAME arguments name; each with the file's object it came from,
 * if any. Every one is read before any is worked on, as kubectl does; errors are kubectl's words (a
 * {@link Failure}, a {@link ClusterGateway.Refused}, or several at once: {@link LookupErrors}).
 */
public final class LastAppliedTargets {
    private LastAppliedTargets() {
    }

    /** One live object; {@code manifest} is empty for one named by argument. */
    public record Target(ObjectRef ref, ClusterGateway.Served served, ObjectNode live, Optional<Manifest> manifest) {
    }

    /**
     * Where the objects come from, as the command's flags say: -f (and -R) or -k, else the TYPE/NAME
     * {@code args} with -l's {@code selector} (null: none) or {@code all}; {@code typesMeanAll}: TYPE alone means
     * every object of it (kubectl's edit always, view with -n); {@code keepGoing}: past a missing object
     * (kubectl's edit); {@code retrievingWords}: a refused GET of a file's object in kubectl
     * set-last-applied's words. The arguments' form is checked at once, in kubectl's words.
     */
    public record Source(List<String> files, boolean recursive, String kustomization, List<String> args,
                         String selector, boolean all, boolean typesMeanAll, boolean keepGoing, boolean retrievingWords) {
        public Source {
            files = List.copyOf(files);
            args = List.copyOf(args);
            ResourceArgs.parse(args);
        }

        private Selection.Flags flags() {
            return new Selection.Flags(ResourceArgs.parse(args), !files.isEmpty() || kustomization != null, selector,
                    all, typesMeanAll);
        }
    }

    /** Reads the objects of -f or -k, those matching -l's selector (empty: every one). */
    @FunctionalInterface
    public interface Files {
        List<Manifest> read(Optional<String> selector);
    }

    /**
     * The objects; the first failure stops (all missing ones together with {@code keepGoing}).
     * {@code namespace}: -n (null: the context's); {@code warnings}: what kubectl warns of as it resolves types.
     */
    public static List<Target> find(ClusterGateway gateway, String namespace, Source source, Files files,
                                    Consumer<String> warnings) {
        checkFiles(source);
        Selection selection = Selection.of(source.flags());
        String where = namespace != null ? namespace : gateway.contextNamespace();
        if (!selection.fromFiles()) {
            return new LiveLookup(gateway, where, warnings).find(selection, source.keepGoing()).stream()
                    .map(f -> new Target(f.ref(), f.served(), f.live(), Optional.<Manifest>empty())).toList();
        }
        List<Manifest> manifests = files.read(selection.selector().filter(s -> !s.isEmpty()));
        List<Target> targets = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (Manifest m : manifests) {
            try {
                targets.add(target(m, gateway, namespace, source.retrievingWords()));
            } catch (Failure | ClusterGateway.Refused e) {
                if (!source.keepGoing()) {
                    throw e;
                }
                failed.add(e instanceof ClusterGateway.Refused ? e.getMessage() : "error: " + e.getMessage());
            }
        }
        if (!failed.isEmpty()) {
            throw new LookupErrors(failed);
        }
        return targets;
    }

    /** kubectl's checks of -f, -k and -R, each in its words; both failing, as its aggregate prints them. */
    private static void checkFiles(Source source) {
        List<String> errors = new ArrayList<>();
        if (!source.files().isEmpty() && source.kustomization() != null) {
            errors.add("only one of -f or -k can be specified");
        }
        if (source.kustomization() != null && source.recursive()) {
            errors.add("the -k flag can't be used with -f or -R");
        }
        if (errors.size() == 1) {
            throw Failure.input(errors.get(0));
        }
        if (errors.size() > 1) {
            throw new LookupErrors(errors);
        }
    }

    private static Target target(Manifest m, ClusterGateway gateway, String namespace, boolean retrievingWords) {
        if (m.problem().isPresent()) {
            throw Failure.input(m.error());
        }
        ObjectNode object = m.object();
        String kind = object.path("kind").asText();
        ClusterGateway.Served served = gateway.resource(object.path("apiVersion").asText(), kind)
                .orElseThrow(() -> Failure.input(m.where() + ": the server has no kind " + kind));
        ObjectRef ref = ObjectRef.of(object, Namespaces.of(object, served, Optional.ofNullable(namespace), gateway));
        Optional<ObjectNode> read;
        try {
            read = gateway.get(ref, served);
        } catch (ClusterGateway.Refused e) {
            if (!retrievingWords) {
                throw e;
            }
            throw ReadRefused.of(e, ref, served).map(r -> new ClusterGateway.Refused(e.code(), r.text(m.source()))).orElse(e);
        }
        ObjectNode live = read.orElseThrow(() -> LiveLookup.notFound(gateway, ref, served));
        return new Target(ref, served, live, Optional.of(m));
    }
}
