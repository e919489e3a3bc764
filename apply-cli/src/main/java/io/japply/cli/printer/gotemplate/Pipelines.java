package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Node.BoolNode;
import io.japply.cli.printer.gotemplate.Node.ChainNode;
import io.japply.cli.printer.gotemplate.Node.CommandNode;
import io.japply.cli.printer.gotemplate.Node.DotNode;
import io.japply.cli.printer.gotemplate.Node.FieldNode;
import io.japply.cli.printer.gotemplate.Node.IdentifierNode;
import io.japply.cli.printer.gotemplate.Node.NilNode;
import io.japply.cli.printer.gotemplate.Node.NumberNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Node.StringNode;
import io.japply.cli.printer.gotemplate.Node.VariableNode;
import io.japply.cli.printer.gotemplate.Parser.ParseError;
import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** Pipelines, commands and operands inside an action. */
final class Pipelines {
    private static final int MAX_DEPTH = 10000;
    private static final Set<Kind> OPERAND_STARTS = Set.of(Kind.BOOL, Kind.CHAR_CONSTANT, Kind.COMPLEX, Kind.DOT,
            Kind.FIELD, Kind.IDENTIFIER, Kind.NUMBER, Kind.NIL, Kind.RAW_STRING, Kind.STRING, Kind.VARIABLE,
            Kind.LEFT_PAREN);
    private final Parser parser;

    Pipelines(Parser parser) {
        this.parser = parser;
    }

    PipeNode pipeline(String context, Kind end) throws ParseError {
        int pos = parser.peekNonSpace().pos();
        List<String> decl = new ArrayList<>();
        boolean isAssign = declarations(context, decl);
        List<CommandNode> cmds = new ArrayList<>();
        while (true) {
            Token token = parser.nextNonSpace();
            if (token.kind() == end) {
                check(cmds, context);
                return new PipeNode(pos, isAssign, decl, cmds);
            }
            if (!OPERAND_STARTS.contains(token.kind())) {
                throw parser.unexpected(token, context);
            }
            parser.backup();
            cmds.add(command());
        }
    }

    /** "$x :=", "$x =", and range's "$i, $v :="; returns whether it is an assignment. */
    private boolean declarations(String context, List<String> decl) throws ParseError {
        while (parser.peekNonSpace().kind() == Kind.VARIABLE) {
            int before = parser.mark();
            Token variable = parser.next();
            Token next = parser.peekNonSpace();
            if (next.kind() == Kind.ASSIGN || next.kind() == Kind.DECLARE) {
                parser.nextNonSpace();
                decl.add(variable.text());
                parser.vars().add(variable.text());
                return next.kind() == Kind.ASSIGN;
            }
            if (next.kind() == Kind.CHAR && next.text().equals(",")) {
                parser.nextNonSpace();
                decl.add(variable.text());
                parser.vars().add(variable.text());
                if (context.equals("range") && decl.size() < 2) {
                    Kind after = parser.peekNonSpace().kind();
                    if (after == Kind.VARIABLE || after == Kind.RIGHT_DELIM || after == Kind.RIGHT_PAREN) {
                        continue;
                    }
                    throw parser.error("range can only initialize variables");
                }
                throw parser.error("too many declarations in " + context);
            }
            parser.reset(before);
            return false;
        }
        return false;
    }

    private void check(List<CommandNode> cmds, String context) throws ParseError {
        if (cmds.isEmpty()) {
            throw parser.error("missing value for " + context);
        }
        for (int i = 1; i < cmds.size(); i++) {
            Node first = cmds.get(i).args().get(0);
            if (first instanceof BoolNode || first instanceof DotNode || first instanceof NilNode
                    || first instanceof NumberNode || first instanceof StringNode) {
                throw parser.error("non executable command in pipeline stage " + (i + 1));
            }
        }
    }

    private CommandNode command() throws ParseError {
        int pos = parser.peekNonSpace().pos();
        List<Node> args = new ArrayList<>();
        while (true) {
            parser.peekNonSpace();
            Node operand = operand();
            if (operand != null) {
                args.add(operand);
            }
            Token token = parser.next();
            if (token.kind() == Kind.SPACE) {
                continue;
            }
            if (token.kind() == Kind.RIGHT_DELIM || token.kind() == Kind.RIGHT_PAREN) {
                parser.backup();
            } else if (token.kind() != Kind.PIPE) {
                throw parser.unexpected(token, "operand");
            }
            break;
        }
        if (args.isEmpty()) {
            throw parser.error("empty command");
        }
        return new CommandNode(pos, args);
    }

    private Node operand() throws ParseError {
        Node node = term();
        if (node == null || parser.peek().kind() != Kind.FIELD) {
            return node;
        }
        int pos = parser.peek().pos();
        List<String> fields = new ArrayList<>();
        while (parser.peek().kind() == Kind.FIELD) {
            fields.add(parser.next().text().substring(1));
        }
        if (node instanceof FieldNode field) {
            return new FieldNode(pos, concat(field.idents(), fields));
        }
        if (node instanceof VariableNode variable) {
            return new VariableNode(pos, concat(variable.idents(), fields));
        }
        if (node instanceof BoolNode || node instanceof StringNode || node instanceof NumberNode
                || node instanceof NilNode || node instanceof DotNode) {
            throw parser.error("unexpected . after term " + GoQuoting.quote(node.toString()));
        }
        return new ChainNode(pos, node, fields);
    }

    private static List<String> concat(List<String> head, List<String> tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(tail);
        return all;
    }

    private Node term() throws ParseError {
        Token token = parser.nextNonSpace();
        return switch (token.kind()) {
            case IDENTIFIER -> identifier(token);
            case DOT -> new DotNode(token.pos());
            case NIL -> new NilNode(token.pos());
            case VARIABLE -> variable(token);
            case FIELD -> new FieldNode(token.pos(), List.of(token.text().substring(1)));
            case BOOL -> new BoolNode(token.pos(), token.text().equals("true"));
            case CHAR_CONSTANT, COMPLEX, NUMBER -> number(token);
            case LEFT_PAREN -> parenthesized();
            case STRING, RAW_STRING -> new StringNode(token.pos(), token.text(), parser.unquote(token));
            default -> {
                parser.backup();
                yield null;
            }
        };
    }

    private Node identifier(Token token) throws ParseError {
        if (!Functions.NAMES.contains(token.text())) {
            throw parser.error("function " + GoQuoting.quote(token.text()) + " not defined");
        }
        return new IdentifierNode(token.pos(), token.text());
    }

    private Node variable(Token token) throws ParseError {
        List<String> idents = Arrays.asList(token.text().split("\\.", -1));
        if (!parser.vars().contains(idents.get(0))) {
            throw parser.error("undefined variable " + GoQuoting.quote(idents.get(0)));
        }
        return new VariableNode(token.pos(), idents);
    }

    private Node number(Token token) throws ParseError {
        try {
            return new NumberNode(token.pos(), token.text(), Numbers.parse(token.text()));
        } catch (IllegalArgumentException e) {
            throw parser.error(e.getMessage());
        }
    }

    private Node parenthesized() throws ParseError {
        if (parser.parenDepth >= MAX_DEPTH) {
            throw parser.error("max expression depth exceeded");
        }
        parser.parenDepth++;
        try {
            return pipeline("parenthesized pipeline", Kind.RIGHT_PAREN);
        } finally {
            parser.parenDepth--;
        }
    }
}
