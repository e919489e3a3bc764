package io.japply.cli.command;

import io.japply.cli.flags.Selector;
import io.japply.cli.flags.Input;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.object.ReadRefused;
import io.japply.apply.internal.cluster.Namespaces;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.cluster.lookup.LiveLookup;
import io.japply.apply.internal.cluster.lookup.LookupErrors;
import io.japply.apply.internal.cluster.lookup.Selection;
import io.japply.apply.Manifest;
import io.japply.apply.Failure;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The live objects a last-applied command works on: those of -f or -k (filtered by -l), or those
 * its TYPE/NAME arguments name; each with the file it came from, if any, and the file's object.
 */
final class LastAppliedTargets {
    private LastAppliedTargets() {
    }

    /** One live object; {@code manifest} is empty for one named by argument. */
    record Target(ObjectRef ref, ClusterGateway.Served served, ObjectNode live, Optional<Manifest> manifest) {
    }

    /** Where the objects come from, as the command's flags say; {@code keepGoing}: past a missing object (kubectl's edit). */
    record Source(List<String> files, boolean recursive, String kustomization, Selection.Flags selection, boolean keepGoing,
                  boolean retrievingWords) {
        /** {@code retrievingWords}: a refused GET of a file's object in kubectl set-last-applied's words ({@link ReadRefused}). */
        Source(List<String> files, boolean recursive, String kustomization, Selection.Flags selection, boolean keepGoing) {
            this(files, recursive, kustomization, selection, keepGoing, false);
        }
    }

    /** The objects, every one read before any is worked on, as kubectl does; the first failure stops. */
    static List<Target> find(Apply apply, ClusterGateway gateway, String namespace, Source source, PrintWriter err) {
        checkFiles(source);
        Selection selection = Selection.of(source.selection());
        String where = namespace != null ? namespace : gateway.contextNamespace();
        if (selection.fromFiles()) {
            Optional<Selector> selector = selection.selector().filter(s -> !s.isEmpty()).map(Selector::parse);
            List<Target> targets = new ArrayList<>();
            Input input = new Input(source.files(), source.recursive(), Optional.ofNullable(source.kustomization()), selector);
            List<String> failed = new ArrayList<>();
            for (Manifest m : apply.manifests(input)) {
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
        List<LiveLookup.Found> found = new LiveLookup(gateway, where, w -> err.println("Warning: " + w)).find(selection, source.keepGoing());
        return found.stream().map(f -> new Target(f.ref(), f.served(), f.live(), Optional.<Manifest>empty())).toList();
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

    /** An error as kubectl prints it: the server's own line as it is, several one a line, any other after "error: ". */
    static void report(RuntimeException e, PrintWriter err) {
        if (e instanceof LookupErrors) {
            err.println(e.getMessage());
            return;
        }
        String message = e.getMessage();
        err.println(e instanceof ClusterGateway.Refused && message.startsWith("Error from server") ? message : "error: " + message);
    }
}
