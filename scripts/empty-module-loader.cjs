module.exports = () => 'export {};';
