package example;

import io.japply.apply.ApplyReport;
import io.japply.apply.PruneResult;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.KubeconfigException;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.util.Locale;

/**
 * The command line's runs from a library user's program, on the cluster of KUBECONFIG (or ~/.kube/config):
 * <pre>
 * Runs prune NAMESPACE FOLDER SELECTOR   as japply apply --prune -l SELECTOR -f FOLDER -n NAMESPACE
 * Runs atomic NAMESPACE FOLDER           as japply apply --atomic -f FOLDER -n NAMESPACE
 * Runs wait NAMESPACE FOLDER SECONDS     as japply apply --wait-ready --wait-ready-timeout SECONDSs -f FOLDER -n NAMESPACE
 * Runs diff NAMESPACE FOLDER             as japply diff -f FOLDER -n NAMESPACE
 * </pre>
 * An apply prints one fact a line, objects named as kubectl names them ({@code deployment.apps/web}):
 * {@code applied NAME ACTION}, {@code pruned NAME}, {@code rolled back NAME STEP}, {@code waited END},
 * {@code not ready NAME}; a diff prints kubectl diff's text. The exit code is the command line's: 0 done,
 * 1 an object or a prune failed, 4 not ready in time, 5 rolled back, 6 not all rolled back; a diff's is
 * kubectl diff's (0 no change, 1 changes, 2 an error).
 */
public final class Runs {
    private Runs() {
    }

    public static void main(String[] args) {
        boolean takesFourth = args.length > 0 && (args[0].equals("prune") || args[0].equals("wait"));
        if (args.length < (takesFourth ? 4 : 3)) {
            System.err.println("usage: Runs prune|atomic|wait|diff NAMESPACE FOLDER [SELECTOR|SECONDS]");
            System.exit(2);
        }
        int code;
        try (ClusterGateway cluster = KubectlRuns.connect(null, args[1])) {
            code = switch (args[0]) {
                case "prune" -> printed(KubectlRuns.applyAndPrune(cluster, args[2], args[3]));
                case "atomic" -> printed(KubectlRuns.applyAtomically(cluster, args[2]));
                case "wait" -> printed(KubectlRuns.applyAndWait(cluster, args[2], Duration.ofSeconds(Long.parseLong(args[3])),
                        System.err::println));
                case "diff" -> KubectlRuns.diff(cluster, args[2], System.out::print);
                default -> throw new IllegalArgumentException("no run " + args[0] + ": prune, atomic, wait or diff");
            };
        } catch (ApplyException | KubeconfigException e) {
            // the whole run refused, nothing applied: no objects, a connection kubectl could not make either
            System.err.println("error: " + e.getMessage());
            code = args[0].equals("diff") ? 2 : 1;
        }
        System.out.flush();
        System.exit(code);
    }

    /** The report, one fact a line; the exit code the command line gives it. */
    private static int printed(ApplyReport report) {
        for (ApplyResult result : report.results()) {
            if (result.failed()) {
                System.out.println("failed " + name(result.id()));
                System.err.println("error: " + result.error().orElseThrow().getMessage());
            } else {
                System.out.println("applied " + name(result.id()) + " " + result.action());
            }
        }
        for (PruneResult pruned : report.pruned()) {
            System.out.println((pruned.failed() ? "prune failed " : "pruned ") + name(pruned.id()));
        }
        report.readiness().ifPresent(Runs::printWait);
        report.rollback().ifPresent(rollback -> {
            rollback.objects().forEach(object -> System.out.println("rolled back " + name(object.id()) + " " + object.step()));
            System.err.println("rolled back after: " + rollback.cause());
        });
        return exitCode(report);
    }

    private static void printWait(WaitOutcome outcome) {
        System.out.println("waited " + outcome.end());
        for (ObjectStatus object : outcome.notReady()) {
            System.out.println("not ready " + name(object.ref().apiVersion(), object.ref().kind(), object.ref().name()));
        }
    }

    private static int exitCode(ApplyReport report) {
        if (report.rollback().isPresent()) {
            return report.rollback().get().complete() ? 5 : 6;
        }
        if (!report.failed().isEmpty() || report.pruneSkipped() || report.pruned().stream().anyMatch(PruneResult::failed)) {
            return 1;
        }
        return report.readiness().filter(outcome -> outcome.end() != WaitOutcome.End.ALL_CURRENT).isPresent() ? 4 : 0;
    }

    private static String name(ApplyResult.ObjectId id) {
        return name(id.apiVersion(), id.kind(), id.name());
    }

    /** kubectl's name of an object: its kind in lower case, its API group after a dot (none for the core group). */
    private static String name(String apiVersion, String kind, String name) {
        int slash = apiVersion.indexOf('/');
        return kind.toLowerCase(Locale.ROOT) + (slash < 0 ? "" : "." + apiVersion.substring(0, slash)) + "/" + name;
    }
}
