package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Arguments.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Calling a template function: Go's arity checks, argument types, and/or short-circuit, errors. */
final class Functions {
    /** A function's parameters: the fixed ones, then the type of the variadic rest (null if none). */
    record Signature(List<Type> fixed, Type variadic) {
        static Signature of(Type variadic, Type... fixed) {
            return new Signature(List.of(fixed), variadic);
        }
    }

    static final Map<String, Signature> SIGNATURES = Map.ofEntries(
            Map.entry("and", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("or", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("not", Signature.of(null, Type.VALUE)),
            Map.entry("len", Signature.of(null, Type.VALUE)),
            Map.entry("index", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("slice", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("call", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("print", Signature.of(Type.ANY)),
            Map.entry("println", Signature.of(Type.ANY)),
            Map.entry("printf", Signature.of(Type.ANY, Type.STRING)),
            Map.entry("html", Signature.of(Type.ANY)),
            Map.entry("js", Signature.of(Type.ANY)),
            Map.entry("urlquery", Signature.of(Type.ANY)),
            Map.entry("eq", Signature.of(Type.VALUE, Type.VALUE)),
            Map.entry("ne", Signature.of(null, Type.VALUE, Type.VALUE)),
            Map.entry("lt", Signature.of(null, Type.VALUE, Type.VALUE)),
            Map.entry("le", Signature.of(null, Type.VALUE, Type.VALUE)),
            Map.entry("gt", Signature.of(null, Type.VALUE, Type.VALUE)),
            Map.entry("ge", Signature.of(null, Type.VALUE, Type.VALUE)),
            Map.entry("exists", Signature.of(Type.ANY, Type.ANY)),
            Map.entry("base64decode", Signature.of(null, Type.STRING)));

    /** The names the parser accepts as functions: Go's builtins and kubectl's two. */
    static final Set<String> NAMES = SIGNATURES.keySet();

    private final Evaluator evaluator;
    private final Executor executor;

    Functions(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.executor = evaluator.executor;
    }

    /** Go's evalCall; {@code words} is the command (function name first) or null for a bare identifier. */
    Object call(Object dot, String name, Node node, List<Node> words, Object fin) {
        List<Node> args = words == null ? List.of() : words.subList(1, words.size());
        Signature signature = SIGNATURES.get(name);
        boolean piped = fin != Evaluator.MISSING;
        checkArity(name, signature, args.size(), args.size() + (piped ? 1 : 0));
        Arguments arguments = new Arguments(evaluator);
        if (name.equals("and") || name.equals("or")) {
            return andOr(dot, name.equals("or"), args, fin, arguments);
        }
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            values.add(arguments.arg(dot, typeOf(signature, i), args.get(i)));
        }
        if (piped) {
            values.add(arguments.validate(fin, typeOf(signature, values.size())));
        }
        try {
            String callee = name.equals("call") ? (args.isEmpty() ? GoFmt.sprint(List.of(fin)) : args.get(0).toString()) : name;
            return Builtins.apply(name, callee, values);
        } catch (Builtins.CallError e) {
            executor.at(node);
            throw executor.error("error calling " + name + ": " + e.getMessage());
        }
    }

    private void checkArity(String name, Signature signature, int given, int numIn) {
        int fixed = signature.fixed().size();
        if (signature.variadic() != null && numIn < fixed) {
            throw executor.error("wrong number of args for " + name + ": want at least " + fixed + " got " + given);
        }
        if (signature.variadic() == null && numIn != fixed) {
            throw executor.error("wrong number of args for " + name + ": want " + fixed + " got " + numIn);
        }
    }

    private static Type typeOf(Signature signature, int index) {
        return index < signature.fixed().size() ? signature.fixed().get(index) : signature.variadic();
    }

    private Object andOr(Object dot, boolean isOr, List<Node> args, Object fin, Arguments arguments) {
        Object value = null;
        for (Node arg : args) {
            value = arguments.arg(dot, Type.VALUE, arg);
            if (Values.truth(value) == isOr) {
                return value;
            }
        }
        if (fin != Evaluator.MISSING) {
            value = arguments.validate(fin, Type.VALUE);
        }
        return value;
    }
}
