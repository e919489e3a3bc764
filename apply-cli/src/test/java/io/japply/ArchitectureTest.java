package io.japply;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SliceRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The house rules of docs/architecture.md, read from the compiled classes (every dependency, not only
 * import lines): the command line reaches the library through its face alone, and neither has
 * package cycles. What still breaks a rule is listed below by name, each list only ever shrinking:
 * a class or an edge that no longer breaks it fails the test until it is taken off.
 */
class ArchitectureTest {
    /** The library's face: what a library user, and the command line, may use. docs/architecture.md says why each. */
    static final String[] FACE = {
            "io.japply.apply", "io.japply.apply.model", "io.japply.apply.status", "io.japply.apply.cluster",
            "io.japply.apply.kubeconfig", "io.japply.apply.job"};

    /**
     * Command-line classes that still reach past the face (top-level classes; their nested classes with them).
     * Each is a gap in the face, to close by moving the wiring into a face call (issue 44), never to add to.
     * None is left; CommandLineSourceTest also reads the sources, for what the classes do not show.
     */
    static final Set<String> CLI_PAST_THE_FACE = Set.of();

    /**
     * Package edges that still close a cycle in the library, "from -> to"; each to undo, never to add to. None
     * left: the values internals use are in io.japply.apply.model, below the entry points (issue 44).
     */
    static final Set<String> LIBRARY_BACK_EDGES = Set.of();

    /** The same for the command line. */
    static final Set<String> CLI_BACK_EDGES = Set.of(
            "io.japply.cli.command -> io.japply.cli",
            "io.japply.cli.diff -> io.japply.cli",
            "io.japply.cli.flags -> io.japply.cli.startup",
            "io.japply.cli.printer -> io.japply.cli.report",
            "io.japply.cli.printer.gotemplate -> io.japply.cli.printer",
            "io.japply.cli.printer.jsonpath -> io.japply.cli.printer",
            "io.japply.cli.printer.jsonpath -> io.japply.cli.report",
            "io.japply.cli.report -> io.japply.cli",
            "io.japply.cli.report -> io.japply.cli.flags",
            "io.japply.cli.report -> io.japply.cli.wait",
            "io.japply.cli.startup -> io.japply.cli",
            "io.japply.cli.wait -> io.japply.cli",
            // the warm process (issue 45) runs the command line, which routes `japply daemon` to it; to go
            // with its entry point moving beside Main
            "io.japply.cli.warm -> io.japply.cli");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.japply.apply", "io.japply.cli");

    private static final DescribedPredicate<JavaClass> INTERNAL =
            resideInAPackage("io.japply.apply..").and(not(resideInAnyPackage(FACE))).as("are the library's internals");

    @Test
    void theCommandLineUsesTheFaceAlone() {
        noClasses().that().resideInAPackage("io.japply.cli..").and(not(listed(CLI_PAST_THE_FACE)))
                .should().dependOnClassesThat(INTERNAL)
                .because("the command line is a client of the library's face (docs/architecture.md)")
                .check(CLASSES);
    }

    @Test
    void theListOfClassesPastTheFaceOnlyShrinks() {
        assertEquals(Set.of(), usingTheFaceAlone(CLI_PAST_THE_FACE),
                "these use the face alone now: take them off CLI_PAST_THE_FACE");
        // the list is empty: the check still tells a class listed that no longer reaches past the face
        assertEquals(Set.of("io.japply.cli.Japply"), usingTheFaceAlone(Set.of("io.japply.cli.Japply")),
                "cli.Japply, the last class taken off the list, reaches past the face again (see theCommandLineUsesTheFaceAlone)");
    }

    /** The classes of {@code listed} that no longer depend on any of the library's internals. */
    private static Set<String> usingTheFaceAlone(Set<String> listed) {
        Set<String> still = new TreeSet<>();
        for (JavaClass c : CLASSES) {
            if (c.getPackageName().startsWith("io.japply.cli")
                    && c.getDirectDependenciesFromSelf().stream().anyMatch(d -> INTERNAL.test(d.getTargetClass()))) {
                still.add(topLevel(c));
            }
        }
        Set<String> gone = new TreeSet<>(listed);
        gone.removeAll(still);
        return gone;
    }

    @Test
    void theLibrarysPackagesHaveNoCycle() {
        acyclic("io.japply.apply", LIBRARY_BACK_EDGES).check(CLASSES);
    }

    @Test
    void theCommandLinesPackagesHaveNoCycle() {
        acyclic("io.japply.cli", CLI_BACK_EDGES).check(CLASSES);
    }

    @Test
    void theListsOfBackEdgesOnlyShrink() {
        Set<String> edges = new TreeSet<>();
        for (JavaClass c : CLASSES) {
            c.getDirectDependenciesFromSelf().forEach(d -> edges.add(
                    c.getPackageName() + " -> " + d.getTargetClass().getPackageName()));
        }
        Set<String> gone = new TreeSet<>(LIBRARY_BACK_EDGES);
        gone.addAll(CLI_BACK_EDGES);
        gone.removeAll(edges);
        assertEquals(Set.of(), gone, "these edges are gone: take them off the lists of back edges");
    }

    /** Every package of {@code root} its own slice; the listed edges not followed. */
    private static SliceRule acyclic(String root, Set<String> backEdges) {
        SliceRule rule = SlicesRuleDefinition.slices().assignedFrom(packagesOf(root)).should().beFreeOfCycles();
        for (String edge : backEdges) {
            List<String> ends = List.of(edge.split(" -> "));
            rule = rule.ignoreDependency(resideInAPackage(ends.get(0)), resideInAPackage(ends.get(1)));
        }
        return rule;
    }

    private static SliceAssignment packagesOf(String root) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
                String p = javaClass.getPackageName();
                return p.equals(root) || p.startsWith(root + ".") ? SliceIdentifier.of(p) : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the packages of " + root;
            }
        };
    }

    private static DescribedPredicate<JavaClass> listed(Set<String> topLevelNames) {
        return DescribedPredicate.describe("listed in CLI_PAST_THE_FACE", c -> topLevelNames.contains(topLevel(c)));
    }

    private static String topLevel(JavaClass c) {
        String name = c.getName();
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }
}
